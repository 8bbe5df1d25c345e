/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyearhint3Inputs */

const sv_formbirthdayyearhint3 = /** @type {(inputs: Formbirthdayyearhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ÅÅÅÅ`)
};

/**

* @param {Formbirthdayyearhint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const formbirthdayyearhint3 = sv_formbirthdayyearhint3;
export { formbirthdayyearhint3 as "formBirthdayYearHint" }