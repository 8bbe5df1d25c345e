/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Tilerecomorefrom3Inputs */

const sv_tilerecomorefrom3 = /** @type {(inputs: Tilerecomorefrom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mer från ${i?.category}`)
};

/**

* @param {Tilerecomorefrom3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilerecomorefrom3 = sv_tilerecomorefrom3;
export { tilerecomorefrom3 as "tileRecoMoreFrom" }