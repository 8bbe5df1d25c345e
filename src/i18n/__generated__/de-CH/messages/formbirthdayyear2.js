/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyear2Inputs */

const de_ch2_formbirthdayyear2 = /** @type {(inputs: Formbirthdayyear2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jahr`)
};

/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const formbirthdayyear2 = de_ch2_formbirthdayyear2;
export { formbirthdayyear2 as "formBirthdayYear" }