/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyearhint3Inputs */

const cs_formbirthdayyearhint3 = /** @type {(inputs: Formbirthdayyearhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RRRR`)
};

/**

* @param {Formbirthdayyearhint3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const formbirthdayyearhint3 = cs_formbirthdayyearhint3;
export { formbirthdayyearhint3 as "formBirthdayYearHint" }