/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Newsletter_Min_Age16Inputs */

const de_newsletter_min_age16 = /** @type {(inputs: Newsletter_Min_Age16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Newsletter ist erst ab ${i?.minAge} Jahren möglich`)
};

/**

* @param {Newsletter_Min_Age16Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletter_min_age16 = de_newsletter_min_age16;
export { newsletter_min_age16 as "NEWSLETTER_MIN_AGE" }