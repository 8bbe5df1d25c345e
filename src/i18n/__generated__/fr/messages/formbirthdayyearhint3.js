/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyearhint3Inputs */

const fr_formbirthdayyearhint3 = /** @type {(inputs: Formbirthdayyearhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AAAA`)
};

/**

* @param {Formbirthdayyearhint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const formbirthdayyearhint3 = fr_formbirthdayyearhint3;
export { formbirthdayyearhint3 as "formBirthdayYearHint" }