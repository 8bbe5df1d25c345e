/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeexclusiveonline3Inputs */

const sk_tilebadgeexclusiveonline3 = /** @type {(inputs: Tilebadgeexclusiveonline3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Len online`)
};

/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgeexclusiveonline3 = sk_tilebadgeexclusiveonline3;
export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" }