/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Basketloyaltypoints2Inputs */

const sv_basketloyaltypoints2 = /** @type {(inputs: Basketloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("sv", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Med den här beställningen får du ${i?.points} bonuspoäng.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Med den här beställningen får du ${i?.points} bonuspoäng.`);
	return /** @type {LocalizedString} */ ("basketLoyaltyPoints");
};

/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketloyaltypoints2 = sv_basketloyaltypoints2;
export { basketloyaltypoints2 as "basketLoyaltyPoints" }