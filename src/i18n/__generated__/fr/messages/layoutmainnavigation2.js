/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmainnavigation2Inputs */

const fr_layoutmainnavigation2 = /** @type {(inputs: Layoutmainnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigation principale`)
};

/**

* @param {Layoutmainnavigation2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutmainnavigation2 = fr_layoutmainnavigation2;
export { layoutmainnavigation2 as "layoutMainNavigation" }