/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyearhint3Inputs */

const sk_formbirthdayyearhint3 = /** @type {(inputs: Formbirthdayyearhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RRRR`)
};

/**

* @param {Formbirthdayyearhint3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const formbirthdayyearhint3 = sk_formbirthdayyearhint3;
export { formbirthdayyearhint3 as "formBirthdayYearHint" }