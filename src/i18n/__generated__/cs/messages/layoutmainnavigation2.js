/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmainnavigation2Inputs */

const cs_layoutmainnavigation2 = /** @type {(inputs: Layoutmainnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hlavní navigace`)
};

/**

* @param {Layoutmainnavigation2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutmainnavigation2 = cs_layoutmainnavigation2;
export { layoutmainnavigation2 as "layoutMainNavigation" }