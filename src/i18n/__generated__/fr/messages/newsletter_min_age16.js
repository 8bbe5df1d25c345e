/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Newsletter_Min_Age16Inputs */

const fr_newsletter_min_age16 = /** @type {(inputs: Newsletter_Min_Age16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La newsletter est réservée aux personnes de ${i?.minAge} ans et plus`)
};

/**

* @param {Newsletter_Min_Age16Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletter_min_age16 = fr_newsletter_min_age16;
export { newsletter_min_age16 as "NEWSLETTER_MIN_AGE" }