/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksloadfailed2Inputs */

const sv_thanksloadfailed2 = /** @type {(inputs: Thanksloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dina orderuppgifter kunde inte laddas. Din beställning har ändå kommit fram till oss.`)
};

/**

* @param {Thanksloadfailed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thanksloadfailed2 = sv_thanksloadfailed2;
export { thanksloadfailed2 as "thanksLoadFailed" }