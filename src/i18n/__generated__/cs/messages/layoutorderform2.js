/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutorderform2Inputs */

const cs_layoutorderform2 = /** @type {(inputs: Layoutorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednací list`)
};

/**

* @param {Layoutorderform2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutorderform2 = cs_layoutorderform2;
export { layoutorderform2 as "layoutOrderForm" }