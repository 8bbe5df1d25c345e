/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutorderform2Inputs */

const sv_layoutorderform2 = /** @type {(inputs: Layoutorderform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningssedel`)
};

/**

* @param {Layoutorderform2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutorderform2 = sv_layoutorderform2;
export { layoutorderform2 as "layoutOrderForm" }