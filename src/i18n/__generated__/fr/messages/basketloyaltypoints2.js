/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Basketloyaltypoints2Inputs */

const fr_basketloyaltypoints2 = /** @type {(inputs: Basketloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Avec cette commande, vous obtenez ${i?.points} point de fidélité.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Avec cette commande, vous obtenez ${i?.points} points de fidélité.`);
	return /** @type {LocalizedString} */ ("basketLoyaltyPoints");
};

/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketloyaltypoints2 = fr_basketloyaltypoints2;
export { basketloyaltypoints2 as "basketLoyaltyPoints" }