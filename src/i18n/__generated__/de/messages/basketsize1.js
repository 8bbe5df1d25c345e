/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsize1Inputs */

const de_basketsize1 = /** @type {(inputs: Basketsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größe:`)
};

/**

* @param {Basketsize1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketsize1 = de_basketsize1;
export { basketsize1 as "basketSize" }