/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonth2Inputs */

const sv_formbirthdaymonth2 = /** @type {(inputs: Formbirthdaymonth2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Månad`)
};

/**

* @param {Formbirthdaymonth2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonth2 = sv_formbirthdaymonth2;
export { formbirthdaymonth2 as "formBirthdayMonth" }