/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewwithstars2Inputs */

const de_ch2_reviewwithstars2 = /** @type {(inputs: Reviewwithstars2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de-CH", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`mit ${i?.count} Stern`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`mit ${i?.count} Sternen`);
	return /** @type {LocalizedString} */ ("reviewWithStars");
};

/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewwithstars2 = de_ch2_reviewwithstars2;
export { reviewwithstars2 as "reviewWithStars" }