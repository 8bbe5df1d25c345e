/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketempty1Inputs */

const nl_basketempty1 = /** @type {(inputs: Basketempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er zitten nog geen artikelen in je winkelwagen.`)
};

/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketempty1 = nl_basketempty1;
export { basketempty1 as "basketEmpty" }