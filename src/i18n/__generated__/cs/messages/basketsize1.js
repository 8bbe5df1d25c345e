/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsize1Inputs */

const cs_basketsize1 = /** @type {(inputs: Basketsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velikost:`)
};

/**

* @param {Basketsize1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketsize1 = cs_basketsize1;
export { basketsize1 as "basketSize" }