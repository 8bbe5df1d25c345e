/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonth2Inputs */

const de_formbirthdaymonth2 = /** @type {(inputs: Formbirthdaymonth2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monat`)
};

/**

* @param {Formbirthdaymonth2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonth2 = de_formbirthdaymonth2;
export { formbirthdaymonth2 as "formBirthdayMonth" }