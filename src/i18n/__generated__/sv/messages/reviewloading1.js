/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloading1Inputs */

const sv_reviewloading1 = /** @type {(inputs: Reviewloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laddar …`)
};

/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewloading1 = sv_reviewloading1;
export { reviewloading1 as "reviewLoading" }