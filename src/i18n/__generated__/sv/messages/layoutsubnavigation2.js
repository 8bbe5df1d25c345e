/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsubnavigation2Inputs */

const sv_layoutsubnavigation2 = /** @type {(inputs: Layoutsubnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undernavigering`)
};

/**

* @param {Layoutsubnavigation2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutsubnavigation2 = sv_layoutsubnavigation2;
export { layoutsubnavigation2 as "layoutSubNavigation" }