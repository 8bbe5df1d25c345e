/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveries2Inputs */

const nl_customertiledeliveries2 = /** @type {(inputs: Customertiledeliveries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveringen`)
};

/**

* @param {Customertiledeliveries2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertiledeliveries2 = nl_customertiledeliveries2;
export { customertiledeliveries2 as "customerTileDeliveries" }