/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonth2Inputs */

const cs_formbirthdaymonth2 = /** @type {(inputs: Formbirthdaymonth2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Měsíc`)
};

/**

* @param {Formbirthdaymonth2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonth2 = cs_formbirthdaymonth2;
export { formbirthdaymonth2 as "formBirthdayMonth" }