/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonthhint3Inputs */

const sk_formbirthdaymonthhint3 = /** @type {(inputs: Formbirthdaymonthhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MM`)
};

/**

* @param {Formbirthdaymonthhint3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonthhint3 = sk_formbirthdaymonthhint3;
export { formbirthdaymonthhint3 as "formBirthdayMonthHint" }