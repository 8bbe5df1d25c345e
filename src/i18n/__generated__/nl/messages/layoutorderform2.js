/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutorderform2Inputs */

const nl_layoutorderform2 = /** @type {(inputs: Layoutorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelformulier`)
};

/**

* @param {Layoutorderform2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutorderform2 = nl_layoutorderform2;
export { layoutorderform2 as "layoutOrderForm" }