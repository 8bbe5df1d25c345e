/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Newsletter_Min_Age16Inputs */

const sv_newsletter_min_age16 = /** @type {(inputs: Newsletter_Min_Age16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nyhetsbrevet är för dig som är ${i?.minAge} år eller äldre`)
};

/**

* @param {Newsletter_Min_Age16Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletter_min_age16 = sv_newsletter_min_age16;
export { newsletter_min_age16 as "NEWSLETTER_MIN_AGE" }