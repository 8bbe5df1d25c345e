/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorders2Inputs */

const sk_customertileorders2 = /** @type {(inputs: Customertileorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávky a vrátenia`)
};

/**

* @param {Customertileorders2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertileorders2 = sk_customertileorders2;
export { customertileorders2 as "customerTileOrders" }