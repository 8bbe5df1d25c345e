/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsubnavigation2Inputs */

const fr_layoutsubnavigation2 = /** @type {(inputs: Layoutsubnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-navigation`)
};

/**

* @param {Layoutsubnavigation2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsubnavigation2 = fr_layoutsubnavigation2;
export { layoutsubnavigation2 as "layoutSubNavigation" }