/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmainnavigation2Inputs */

const sk_layoutmainnavigation2 = /** @type {(inputs: Layoutmainnavigation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hlavná navigácia`)
};

/**

* @param {Layoutmainnavigation2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutmainnavigation2 = sk_layoutmainnavigation2;
export { layoutmainnavigation2 as "layoutMainNavigation" }