/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsize1Inputs */

const sv_basketsize1 = /** @type {(inputs: Basketsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storlek:`)
};

/**

* @param {Basketsize1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketsize1 = sv_basketsize1;
export { basketsize1 as "basketSize" }