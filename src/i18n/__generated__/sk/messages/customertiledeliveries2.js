/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveries2Inputs */

const sk_customertiledeliveries2 = /** @type {(inputs: Customertiledeliveries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie`)
};

/**

* @param {Customertiledeliveries2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertiledeliveries2 = sk_customertiledeliveries2;
export { customertiledeliveries2 as "customerTileDeliveries" }