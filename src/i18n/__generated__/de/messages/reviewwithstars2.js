/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewwithstars2Inputs */

const de_reviewwithstars2 = /** @type {(inputs: Reviewwithstars2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`mit ${i?.count} Stern`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`mit ${i?.count} Sternen`);
	return /** @type {LocalizedString} */ ("reviewWithStars");
};

/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewwithstars2 = de_reviewwithstars2;
export { reviewwithstars2 as "reviewWithStars" }