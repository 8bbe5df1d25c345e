/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaydayhint3Inputs */

const fr_formbirthdaydayhint3 = /** @type {(inputs: Formbirthdaydayhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JJ`)
};

/**

* @param {Formbirthdaydayhint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const formbirthdaydayhint3 = fr_formbirthdaydayhint3;
export { formbirthdaydayhint3 as "formBirthdayDayHint" }