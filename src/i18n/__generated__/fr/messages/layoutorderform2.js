/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutorderform2Inputs */

const fr_layoutorderform2 = /** @type {(inputs: Layoutorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon de commande`)
};

/**

* @param {Layoutorderform2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutorderform2 = fr_layoutorderform2;
export { layoutorderform2 as "layoutOrderForm" }