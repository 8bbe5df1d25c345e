/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsubnavigation2Inputs */

const sk_layoutsubnavigation2 = /** @type {(inputs: Layoutsubnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podnavigácia`)
};

/**

* @param {Layoutsubnavigation2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsubnavigation2 = sk_layoutsubnavigation2;
export { layoutsubnavigation2 as "layoutSubNavigation" }