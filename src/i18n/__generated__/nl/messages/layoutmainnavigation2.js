/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmainnavigation2Inputs */

const nl_layoutmainnavigation2 = /** @type {(inputs: Layoutmainnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoofdnavigatie`)
};

/**

* @param {Layoutmainnavigation2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutmainnavigation2 = nl_layoutmainnavigation2;
export { layoutmainnavigation2 as "layoutMainNavigation" }