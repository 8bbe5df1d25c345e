/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayday2Inputs */

const fr_formbirthdayday2 = /** @type {(inputs: Formbirthdayday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

/**

* @param {Formbirthdayday2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const formbirthdayday2 = fr_formbirthdayday2;
export { formbirthdayday2 as "formBirthdayDay" }