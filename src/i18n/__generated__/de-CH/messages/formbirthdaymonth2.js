/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonth2Inputs */

const de_ch2_formbirthdaymonth2 = /** @type {(inputs: Formbirthdaymonth2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monat`)
};

/**

* @param {Formbirthdaymonth2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonth2 = de_ch2_formbirthdaymonth2;
export { formbirthdaymonth2 as "formBirthdayMonth" }