/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsubnavigation2Inputs */

const de_layoutsubnavigation2 = /** @type {(inputs: Layoutsubnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unternavigation`)
};

/**

* @param {Layoutsubnavigation2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutsubnavigation2 = de_layoutsubnavigation2;
export { layoutsubnavigation2 as "layoutSubNavigation" }