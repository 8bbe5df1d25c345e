/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonth2Inputs */

const nl_formbirthdaymonth2 = /** @type {(inputs: Formbirthdaymonth2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maand`)
};

/**

* @param {Formbirthdaymonth2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonth2 = nl_formbirthdaymonth2;
export { formbirthdaymonth2 as "formBirthdayMonth" }