/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorders2Inputs */

const cs_customertileorders2 = /** @type {(inputs: Customertileorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávky a vratky`)
};

/**

* @param {Customertileorders2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertileorders2 = cs_customertileorders2;
export { customertileorders2 as "customerTileOrders" }