/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsubnavigation2Inputs */

const cs_layoutsubnavigation2 = /** @type {(inputs: Layoutsubnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podnavigace`)
};

/**

* @param {Layoutsubnavigation2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutsubnavigation2 = cs_layoutsubnavigation2;
export { layoutsubnavigation2 as "layoutSubNavigation" }