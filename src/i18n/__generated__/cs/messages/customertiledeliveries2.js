/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveries2Inputs */

const cs_customertiledeliveries2 = /** @type {(inputs: Customertiledeliveries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení`)
};

/**

* @param {Customertiledeliveries2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertiledeliveries2 = cs_customertiledeliveries2;
export { customertiledeliveries2 as "customerTileDeliveries" }