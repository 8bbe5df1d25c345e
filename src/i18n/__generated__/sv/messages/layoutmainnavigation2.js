/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmainnavigation2Inputs */

const sv_layoutmainnavigation2 = /** @type {(inputs: Layoutmainnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huvudnavigering`)
};

/**

* @param {Layoutmainnavigation2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutmainnavigation2 = sv_layoutmainnavigation2;
export { layoutmainnavigation2 as "layoutMainNavigation" }