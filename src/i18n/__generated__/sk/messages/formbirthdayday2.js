/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayday2Inputs */

const sk_formbirthdayday2 = /** @type {(inputs: Formbirthdayday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deň`)
};

/**

* @param {Formbirthdayday2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const formbirthdayday2 = sk_formbirthdayday2;
export { formbirthdayday2 as "formBirthdayDay" }