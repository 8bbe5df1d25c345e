/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutorderform2Inputs */

const sk_layoutorderform2 = /** @type {(inputs: Layoutorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávkový list`)
};

/**

* @param {Layoutorderform2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutorderform2 = sk_layoutorderform2;
export { layoutorderform2 as "layoutOrderForm" }