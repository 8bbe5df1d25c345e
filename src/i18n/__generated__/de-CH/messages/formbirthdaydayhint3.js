/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaydayhint3Inputs */

const de_ch2_formbirthdaydayhint3 = /** @type {(inputs: Formbirthdaydayhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TT`)
};

/**

* @param {Formbirthdaydayhint3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const formbirthdaydayhint3 = de_ch2_formbirthdaydayhint3;
export { formbirthdaydayhint3 as "formBirthdayDayHint" }