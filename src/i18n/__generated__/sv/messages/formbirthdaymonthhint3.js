/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonthhint3Inputs */

const sv_formbirthdaymonthhint3 = /** @type {(inputs: Formbirthdaymonthhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM`)
};

/**

* @param {Formbirthdaymonthhint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonthhint3 = sv_formbirthdaymonthhint3;
export { formbirthdaymonthhint3 as "formBirthdayMonthHint" }