/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewwithstars2Inputs */

const fr_reviewwithstars2 = /** @type {(inputs: Reviewwithstars2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`avec ${i?.count} étoile`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`avec ${i?.count} étoiles`);
	return /** @type {LocalizedString} */ ("reviewWithStars");
};

/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewwithstars2 = fr_reviewwithstars2;
export { reviewwithstars2 as "reviewWithStars" }