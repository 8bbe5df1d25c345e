/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonthhint3Inputs */

const cs_formbirthdaymonthhint3 = /** @type {(inputs: Formbirthdaymonthhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM`)
};

/**

* @param {Formbirthdaymonthhint3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonthhint3 = cs_formbirthdaymonthhint3;
export { formbirthdaymonthhint3 as "formBirthdayMonthHint" }