/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyear2Inputs */

const sk_formbirthdayyear2 = /** @type {(inputs: Formbirthdayyear2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rok`)
};

/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const formbirthdayyear2 = sk_formbirthdayyear2;
export { formbirthdayyear2 as "formBirthdayYear" }