/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyearhint3Inputs */

const de_ch2_formbirthdayyearhint3 = /** @type {(inputs: Formbirthdayyearhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JJJJ`)
};

/**

* @param {Formbirthdayyearhint3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const formbirthdayyearhint3 = de_ch2_formbirthdayyearhint3;
export { formbirthdayyearhint3 as "formBirthdayYearHint" }